import { registerRootComponent } from 'expo';
import App from './App';

// The entry `package.json` names (`main`): Expo Go and `expo export` start here.
registerRootComponent(App);
