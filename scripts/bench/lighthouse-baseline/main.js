// The sign-in page with React alone: no router, query client, messages or component library.
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';

function SignIn() {
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  return h(
    'main',
    null,
    h('h1', null, 'Connexion'),
    h(
      'form',
      { onSubmit: (event) => event.preventDefault() },
      h('label', { htmlFor: 'login' }, "Nom d'utilisateur ou e-mail"),
      h('input', { id: 'login', value: login, onChange: (event) => setLogin(event.target.value) }),
      h('label', { htmlFor: 'password' }, 'Mot de passe'),
      h('input', {
        id: 'password',
        type: 'password',
        value: password,
        onChange: (event) => setPassword(event.target.value),
      }),
      h('button', { type: 'submit' }, 'Se connecter'),
    ),
    h('ul', null, h('li', null, 'Mot de passe oublié ?'), h('li', null, 'Pas encore de compte ? Créer un compte')),
  );
}

createRoot(document.getElementById('root')).render(h(SignIn));
